import { describeRouteFuzz } from './route-fuzz.js';

describeRouteFuzz('auth', 'concierge');
