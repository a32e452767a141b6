// The /services page's price list: every active service of the brand's catalog with its price, what is
// included and an order button. A visitor's button goes to sign-up with the order as the callback, so after
// signing up (or in) they land on that service's order form; a signed-in artist's goes there directly.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/ui/links';
import type { OfferingView } from '@/lib/services/catalog';
import { price } from './format';

/** Where a service's order button leads: its order form, through sign-up for a visitor. */
export function orderHref(key: string, signedIn: boolean): string {
  const form = `/tnm-services?order=${encodeURIComponent(key)}`;
  return signedIn ? form : `/mms/register?callbackUrl=${encodeURIComponent(form)}`;
}

export function PublicPrices({ offerings, signedIn }: { offerings: OfferingView[]; signedIn: boolean }) {
  const orderable = offerings.filter((o) => !o.inPerson);
  return (
    <Box component="section" id="order" aria-labelledby="order-heading" sx={{ scrollMarginTop: 80 }}>
      <Typography id="order-heading" component="h2" variant="h4">
        Order a service
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3, maxWidth: 780 }}>
        Fixed prices in US dollars. Order online, tell us what we need, and follow the work to delivery in your service
        hub. You pay once the order is placed, by card or by bank transfer.
      </Typography>
      {orderable.length === 0 ? (
        <Typography>No services can be ordered here at the moment.</Typography>
      ) : (
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {orderable.map((s) => (
            <Grid key={s.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <Card
                variant="outlined"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                aria-label={s.name}
              >
                <CardContent sx={{ flex: 1 }}>
                  <Typography component="h3" variant="h6">
                    {s.name}
                  </Typography>
                  <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 1 }}>
                    {price(s.priceCents)}
                  </Typography>
                  <Typography color="text.secondary">{s.description}</Typography>
                  {s.deliverables && (
                    <Typography variant="body2" sx={{ mt: 1.5 }}>
                      <strong>What is included:</strong> {s.deliverables}
                    </Typography>
                  )}
                  {s.requirements && (
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      <strong>What we need from you:</strong> {s.requirements}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    Delivered within {s.turnaroundDays} day{s.turnaroundDays === 1 ? '' : 's'} of starting.
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <LinkButton href={orderHref(s.key, signedIn)} variant="contained">
                    Order {s.name}
                  </LinkButton>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
