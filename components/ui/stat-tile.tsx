// The one stat tile: a label, a figure and an optional hint (what the figure counts: gross or net, which
// month ...). Used by the command center, the dashboards and the royalties screens; safe in server components.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export function StatTile({
  label,
  value,
  hint,
  large = false,
}: {
  label: string;
  value: string;
  hint?: string;
  /** The command center's headline tiles */
  large?: boolean;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%', flex: '1 1 200px', minWidth: 0, containerType: 'inline-size' }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography
          variant={large ? 'h4' : 'h5'}
          component="p"
          // A figure never breaks inside (a phone showed "$12,3" over "45.67"): one line, its size capped by
          // the tile's width (cqi: a hundredth of the card's inline size) so that it fits a narrow tile.
          sx={{ fontWeight: 800, whiteSpace: 'nowrap', fontSize: `min(${large ? '2.125rem' : '1.5rem'}, 12cqi)` }}
          data-testid={`tile-${label.toLowerCase()}`}
        >
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
