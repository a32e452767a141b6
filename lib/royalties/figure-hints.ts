// The hints that say which figure an earnings tile shows (gross or net, which month), the same words on every
// page. A module of their own: the static artist dashboard names them without loading the MUI stat tile.
export const FIGURE_HINT = {
  net: 'net: your share after splits',
  thisMonth: 'net, from sales dated this calendar month',
  gross: 'gross: what the stores reported',
} as const;
