/** Translations: the public catalogue and its administration. */
export { translationRoutes as translationsArea } from './routes.ts';
