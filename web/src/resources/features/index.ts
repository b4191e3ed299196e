/** Features (spec 2 §3 Feature, a sprint; also called CRFs): one reads as its name. */
import ExtensionIcon from '@mui/icons-material/Extension';
import { resource } from '../types';

export default resource(ExtensionIcon, (feature) => String(feature.sprintName ?? feature.id));
