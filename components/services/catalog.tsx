'use client';
// /tnm-services and each service's page: the brand's services with an order form per service.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApi, type ApiAnswer } from '@/lib/api-client';
import type { BrandKey } from '@/lib/platform/brands/brands';
import { LoadingModule } from '../ui/loading-module';
import { IntakeForm } from './intake-form';
import { price } from './format';

type Offering = ApiAnswer<'/api/services/catalog'>[number];

/** `wanted`: the key of a service whose order form opens at once (/tnm-services?order=<key>, also after sign-up). */
export function ServiceCatalog({ only, brand, wanted }: { only?: string; brand?: BrandKey; wanted?: string }) {
  const router = useRouter();
  const q = useApi('/api/services/catalog', { query: { brand } });
  const [picked, setOpen] = useState<Offering | null | undefined>(undefined);
  const open =
    picked === undefined
      ? ((q.data ?? []).find((s) => s.key === wanted && s.key !== 'studio_session') ?? null)
      : picked;
  if (q.isLoading) return <LoadingModule />;
  if (q.error) return <Alert severity="error">The services could not be loaded. Please refresh the page.</Alert>;
  const list = (q.data ?? []).filter((s) => !only || s.key === only);
  if (list.length === 0)
    return (
      <Alert severity="info">
        {only ? 'This service is not offered at the moment.' : 'No services are offered at the moment.'}
      </Alert>
    );
  return (
    <>
      <Grid container spacing={2}>
        {list.map((s) => (
          <Grid key={s.id} size={{ xs: 12, sm: only ? 12 : 6, lg: only ? 12 : 4 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1 }}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                  <Typography variant="h6" component="h2">
                    {s.name}
                  </Typography>
                  <Chip label={price(s.priceCents)} color="primary" size="small" />
                </Stack>
                <Typography sx={{ mt: 1 }}>{s.description}</Typography>
                {s.deliverables && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    You get: {s.deliverables}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Delivered within {s.turnaroundDays} day{s.turnaroundDays === 1 ? '' : 's'} of starting.
                </Typography>
              </CardContent>
              {s.key !== 'studio_session' && (
                <CardActions>
                  <Button variant="contained" onClick={() => setOpen(s)}>
                    Order {s.name}
                  </Button>
                </CardActions>
              )}
            </Card>
          </Grid>
        ))}
      </Grid>
      <Dialog open={!!open} onClose={() => setOpen(null)} fullWidth maxWidth="sm">
        <DialogTitle>Order {open?.name}</DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          {open && <IntakeForm offering={open} onPlaced={(o) => router.push(`/tnm-service-hub?order=${o.id}`)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
