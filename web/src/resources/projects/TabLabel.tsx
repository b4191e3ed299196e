import { Badge, Box } from '@mui/material';
import { tabBadge } from '@a1/shared/rules/projecttracking/index';

/** A tab's label with its count badge (spec 2 §2: tab badges show counts). */
export function TabLabel({ label, count }: { label: string; count?: number | null }) {
  const badge = tabBadge(count);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, pr: badge ? 1.5 : 0 }}>
      {label}
      {badge !== undefined && (
        <Badge badgeContent={badge} color="primary" showZero max={999} data-testid="tab-badge" sx={{ ml: 1 }} />
      )}
    </Box>
  );
}
