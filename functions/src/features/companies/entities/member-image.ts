import { map } from 'dynamodb-toolbox/schema/map';
import { string } from 'dynamodb-toolbox/schema/string';

/** A member's image as copied onto companies and listings (the marketplace's listing keeps its company's). */
export const memberImageSchema = map({ id: string(), profileImageUrl: string().optional() });
