/** The small read-only table of a job's page (holds, history, parcel, adjustments): a head row, or a line when empty. */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

export function SimpleTable({
  label,
  head,
  rows,
  empty,
}: {
  label: string;
  head: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  if (!rows.length) return <Typography sx={{ p: 2 }}>{empty}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {head.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cells, i) => (
          <TableRow key={i}>
            {cells.map((c, j) => (
              <TableCell key={j}>{c}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
