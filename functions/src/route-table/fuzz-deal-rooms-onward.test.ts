import { describeRouteFuzz } from './route-fuzz.js';

describeRouteFuzz('deal-rooms');
