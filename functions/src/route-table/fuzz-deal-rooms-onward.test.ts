import { describeRouteFuzz } from '../test/route-fuzz.js';

describeRouteFuzz('deal-rooms');
