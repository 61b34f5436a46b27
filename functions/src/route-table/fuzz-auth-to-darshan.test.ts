import { describeRouteFuzz } from '../test/route-fuzz.js';

describeRouteFuzz('auth', 'concierge');
