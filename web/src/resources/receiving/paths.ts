/** The dock's routes under operations/receiving (issue 26): a job by its number, a manifest by its number. */
import { RECEIVING_ROUTE } from '@a1/shared/constants/receiving';

export const RECEIVING_PATH = `/${RECEIVING_ROUTE}`;
export const jobPath = (number: string) => `${RECEIVING_PATH}/job/${encodeURIComponent(number)}`;
export const manifestPath = (number: string) => `${RECEIVING_PATH}/manifest/${encodeURIComponent(number)}`;
