import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { map } from 'dynamodb-toolbox/schema/map';
import { string } from 'dynamodb-toolbox/schema/string';

/**
 * A member as a list of people shows them, copied onto an item when it is
 * created (who raised a request): the staff queues name them without a
 * member read per row. Never contact details.
 */
export const personCard = () =>
  map({
    id: string(),
    firstName: string(),
    lastName: string(),
    profileImageUrl: string().optional(),
    title: string().optional(),
    companyName: string().optional(),
    verified: boolean().optional(),
  });
