import { describeRouteFuzz } from './route-fuzz.js';

describeRouteFuzz('concierge', 'deal-rooms');
