import { describeRouteFuzz } from '../test/route-fuzz.js';

describeRouteFuzz('concierge', 'deal-rooms');
