/** Translation administration (spec 2 §3 Translation admin): a translation reads as its value. */
import TranslateIcon from '@mui/icons-material/Translate';
import { resource } from '../types';

export default resource(TranslateIcon, (translation) => String(translation.value ?? translation.id));
