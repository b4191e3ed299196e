/** Menu icons by the name stored with the menu entry (MUI icon names); unknown names get a neutral icon. */
import type { SvgIconComponent } from '@mui/icons-material';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ViewKanban from '@mui/icons-material/ViewKanban';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import BarChart from '@mui/icons-material/BarChart';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Security from '@mui/icons-material/Security';
import Assessment from '@mui/icons-material/Assessment';
import Search from '@mui/icons-material/Search';
import ReportProblem from '@mui/icons-material/ReportProblem';
import Sell from '@mui/icons-material/Sell';
import Storefront from '@mui/icons-material/Storefront';
import Dashboard from '@mui/icons-material/Dashboard';
import Inventory from '@mui/icons-material/Inventory';
import ViewModule from '@mui/icons-material/ViewModule';
import AccountTree from '@mui/icons-material/AccountTree';
import GridOn from '@mui/icons-material/GridOn';
import Add from '@mui/icons-material/Add';
import ViewWeek from '@mui/icons-material/ViewWeek';
import Person from '@mui/icons-material/Person';
import PriceChange from '@mui/icons-material/PriceChange';
import Summarize from '@mui/icons-material/Summarize';
import Queue from '@mui/icons-material/Queue';
import Receipt from '@mui/icons-material/Receipt';
import People from '@mui/icons-material/People';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Warning from '@mui/icons-material/Warning';
import Block from '@mui/icons-material/Block';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Inventory2 from '@mui/icons-material/Inventory2';
import AddBox from '@mui/icons-material/AddBox';
import AltRoute from '@mui/icons-material/AltRoute';
import Circle from '@mui/icons-material/Circle';

const ICONS: Record<string, SvgIconComponent> = {
  LocalShipping,
  ViewKanban,
  ConfirmationNumber,
  BarChart,
  AccountBalance,
  Security,
  Assessment,
  Search,
  ReportProblem,
  Sell,
  Storefront,
  Dashboard,
  Inventory,
  ViewModule,
  AccountTree,
  GridOn,
  Add,
  ViewWeek,
  Person,
  PriceChange,
  Summarize,
  Queue,
  Receipt,
  People,
  AdminPanelSettings,
  Warning,
  Block,
  RequestQuote,
  Inventory2,
  AddBox,
  AltRoute,
};

export function ModuleIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? Circle;
  return <Icon fontSize="small" />;
}
