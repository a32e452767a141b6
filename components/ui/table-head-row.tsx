// The header of a data table: one plain cell per column; figures' columns (`{ label, align: 'right' }`) are
// right-aligned so they line up with the amounts under them.
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

type Column = string | { label: string; align: 'right' };

export function TableHeadRow({ columns }: { columns: Column[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((c) =>
          typeof c === 'string' ? (
            <TableCell key={c}>{c}</TableCell>
          ) : (
            <TableCell key={c.label} align={c.align}>
              {c.label}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}
