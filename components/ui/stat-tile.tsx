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
    <Card variant="outlined" sx={{ height: '100%', flex: '1 1 200px', minWidth: 0 }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography
          variant={large ? 'h4' : 'h5'}
          component="p"
          sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}
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
