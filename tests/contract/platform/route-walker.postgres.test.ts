// The route walker (./route-walker.ts) on PostgreSQL; the other engine's walk is its own file, so the two run at once.
import { describeRouteWalker } from './route-walker';

describeRouteWalker('postgres');
