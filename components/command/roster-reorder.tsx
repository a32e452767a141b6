'use client';
// Reorder Artists (spec §2.7): a drag list (mouse; touch with @hello-pangea/dnd's 120 ms long press
// and 0.15 force threshold, the spec's values; keyboard with space + arrows). Nothing is saved until
// 'Save Order'. Status changes and removal are saved at once (disabled while an order is unsaved).
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Delete from '@mui/icons-material/Delete';
import { ROSTER_STATUSES } from '@/lib/command/roster-schema';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { api, apiKey, type ApiAnswer } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import { useNonce } from '@/components/providers/emotion-cache';
/** A roster artist as the page receives it. */
export type RosterArtistView = ApiAnswer<'/api/admin/sgr/artists'>[number];
export const ROSTER_KEY = apiKey('/api/admin/sgr/artists');
type RosterStatus = (typeof ROSTER_STATUSES)[number];

/** Moves an item and renumbers displayOrder from 1 (spec §4). */
function moveArtist(list: RosterArtistView[], from: number, to: number): RosterArtistView[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next.map((a, i) => ({ ...a, displayOrder: i + 1 }));
}

/** `artists` is the order shown (saved or the unsaved draft, held by the roster manager). */
export function RosterReorder({
  artists: items,
  dirty,
  onReorder,
}: {
  artists: RosterArtistView[];
  dirty: boolean;
  onReorder: (next: RosterArtistView[]) => void;
}) {
  const { toast } = useToast();
  const qc = useQueryClient();
  // The library writes its own <style> tags: with the page's nonce, the CSP lets them in.
  const nonce = useNonce();

  const save = useMutation({
    mutationFn: () =>
      api.post('/api/admin/sgr/artists/reorder', {
        reorderedArtists: items.map((a) => ({ id: a.id, displayOrder: a.displayOrder })),
      }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ROSTER_KEY });
      toast({ title: 'Artist Order Updated', description: 'Successfully reordered artists' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to update artist order', variant: 'destructive' }),
  });

  const change = useMutation({
    mutationFn: ({ id, status }: { id: string; status?: RosterStatus }): Promise<unknown> =>
      status
        ? api.patch('/api/admin/sgr/artists/[id]', { status }, { params: { id } })
        : api.delete('/api/admin/sgr/artists/[id]', { params: { id } }),
    onSuccess: async (_r, v) => {
      await qc.invalidateQueries({ queryKey: ROSTER_KEY });
      toast({
        title: v.status ? 'Status Updated' : 'Artist Removed',
        description: v.status ? `Now ${v.status}` : 'The roster was renumbered',
      });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to update the artist', variant: 'destructive' }),
  });

  const onDragEnd = (r: DropResult) => {
    if (!r.destination || r.destination.index === r.source.index) return;
    onReorder(moveArtist(items, r.source.index, r.destination.index));
  };

  if (items.length === 0)
    return <Typography color="text.secondary">No artists on the roster yet. Add one in the next tab.</Typography>;

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Drag an artist, long-press on touch screens, or focus one and press Space, the arrow keys, then Space.
      </Typography>
      <DragDropContext onDragEnd={onDragEnd} nonce={nonce}>
        <Droppable droppableId="roster">
          {(drop) => (
            <Stack
              component="ol"
              spacing={1}
              ref={drop.innerRef}
              {...drop.droppableProps}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label="Roster order"
            >
              {items.map((a, index) => (
                <Draggable key={a.id} draggableId={a.id} index={index}>
                  {(drag, snapshot) => (
                    <Paper
                      component="li"
                      ref={drag.innerRef}
                      {...drag.draggableProps}
                      variant="outlined"
                      data-testid="roster-item"
                      sx={{
                        p: 1.5,
                        display: 'flex',
                        flexWrap: { xs: 'wrap', sm: 'nowrap' },
                        gap: { xs: 1, sm: 2 },
                        alignItems: 'center',
                        zIndex: snapshot.isDragging ? 5000 : 'auto',
                        boxShadow: snapshot.isDragging ? 8 : 0,
                      }}
                      style={drag.draggableProps.style}
                    >
                      {/* The handle is the one focusable drag control: the row itself holds the status and remove controls. */}
                      <Box
                        {...drag.dragHandleProps}
                        aria-label={`Move ${a.stageName}, position ${a.displayOrder}`}
                        sx={{ display: 'flex', cursor: 'grab', borderRadius: 1, '&:focus-visible': { outline: 2 } }}
                      >
                        <DragIndicator aria-hidden color="action" />
                      </Box>
                      <Avatar src={a.profileImage ?? undefined} alt="">
                        {a.stageName.charAt(0)}
                      </Avatar>
                      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{a.stageName}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {a.genre}
                        </Typography>
                      </Box>
                      <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                        Position {a.displayOrder}
                      </Typography>
                      <TextField
                        select
                        size="small"
                        label="Status"
                        value={a.status}
                        disabled={dirty}
                        onChange={(e) => change.mutate({ id: a.id, status: e.target.value as RosterStatus })}
                        sx={{ minWidth: 120 }}
                        slotProps={{ htmlInput: { 'aria-label': `${a.stageName} status` } }}
                      >
                        {ROSTER_STATUSES.map((st) => (
                          <MenuItem key={st} value={st}>
                            {st}
                          </MenuItem>
                        ))}
                      </TextField>
                      <IconButton
                        aria-label={`Remove ${a.stageName}`}
                        disabled={dirty}
                        onClick={() => {
                          if (window.confirm(`Remove ${a.stageName} from the roster?`)) change.mutate({ id: a.id });
                        }}
                      >
                        <Delete fontSize="small" />
                      </IconButton>
                    </Paper>
                  )}
                </Draggable>
              ))}
              {drop.placeholder}
            </Stack>
          )}
        </Droppable>
      </DragDropContext>
      <Button sx={{ mt: 2 }} variant="contained" onClick={() => save.mutate()} disabled={!dirty || save.isPending}>
        Save Order
      </Button>
    </Box>
  );
}
