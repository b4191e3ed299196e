/** Translation administration (spec 2 §3 Translation admin): a translation reads as its value. */
import TranslateIcon from '@mui/icons-material/Translate';
import { lazyNamed } from '../../shell/lazy';
import { resource } from '../types';

const TranslationsPage = lazyNamed(() => import('./TranslationsPage'), 'TranslationsPage');

export default resource(TranslateIcon, (translation) => String(translation.value ?? translation.id), {
  list: TranslationsPage,
  path: '/security/translations',
});
