/** The tabs' table: rows under a header row, or a line saying there are none; and the day its date cells show. */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

export const day = (iso: string | null | undefined) => (iso ? String(iso).slice(0, 10) : '');

export function Grid({ head, children, empty }: { head: string[]; children: ReactNode[]; empty: string }) {
  return children.length ? (
    <Table size="small">
      <TableHead>
        <TableRow>
          {head.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  ) : (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {empty}
    </Typography>
  );
}
