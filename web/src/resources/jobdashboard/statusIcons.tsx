/** The job status icons (spec 3 §4 icon mapping): a question mark for any other status. */
import type { SvgIconComponent } from '@mui/icons-material';
import SelectAllIcon from '@mui/icons-material/SelectAll';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import BlockIcon from '@mui/icons-material/Block';
import LockIcon from '@mui/icons-material/Lock';
import LockClockIcon from '@mui/icons-material/LockClock';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import ForwardIcon from '@mui/icons-material/Forward';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { jobStatusIcon } from '@a1/shared/constants/jobs';

const ICONS: Record<string, SvgIconComponent> = {
  SelectAll: SelectAllIcon,
  MoveToInbox: MoveToInboxIcon,
  Autorenew: AutorenewIcon,
  FolderOpen: FolderOpenIcon,
  HourglassEmpty: HourglassEmptyIcon,
  Block: BlockIcon,
  Lock: LockIcon,
  LockClock: LockClockIcon,
  ReceiptLong: ReceiptLongIcon,
  SupportAgent: SupportAgentIcon,
  AccountBalance: AccountBalanceIcon,
  LockOpen: LockOpenIcon,
  PauseCircle: PauseCircleIcon,
  Forward: ForwardIcon,
  HelpOutline: HelpOutlineIcon,
};

/** The icon of a status; data-icon names it (the tests read which icon shows). */
export function JobStatusIcon({ status }: { status: string }) {
  const name = jobStatusIcon(status);
  const Icon = ICONS[name] ?? HelpOutlineIcon;
  return <Icon fontSize="small" data-icon={name} aria-hidden />;
}
