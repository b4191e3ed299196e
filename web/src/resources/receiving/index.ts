/**
 * Receiving (spec 3 §7 Receiving, issue 26): the dock's screens are custom routes under operations/receiving (the
 * dashboard, a job by number, a manifest by number), so the resources declare no list of their own; a receiving
 * job reads as its number, a manifest as its number, an attachment as its file name.
 */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ListAltIcon from '@mui/icons-material/ListAlt';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { resource } from '../types';

export const receivingJobs = resource(LocalShippingIcon, (job) => String(job.number ?? job.id));
export const receivingManifests = resource(ListAltIcon, (manifest) => String(manifest.manifestNumber ?? manifest.id));
export const receivingAttachments = resource(AttachFileIcon, (file) => String(file.fileName ?? file.id));
