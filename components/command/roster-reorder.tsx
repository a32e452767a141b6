'use client';
// Reorder Artists (spec §2.7): a drag list (mouse; touch with @hello-pangea/dnd's 120 ms long press
// and 0.15 force threshold, the spec's values; keyboard with space + arrows). Nothing is saved until
// 'Save Order'.
import { useEffect, useState } from 'react';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { apiJson } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import type { RosterArtistView } from '@/lib/command/roster-service';

export const ROSTER_KEY = '/api/admin/sgr/artists';

/** Moves an item and renumbers displayOrder from 1 (spec §4). */
export function moveArtist(list: RosterArtistView[], from: number, to: number): RosterArtistView[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next.map((a, i) => ({ ...a, displayOrder: i + 1 }));
}

export function RosterReorder({ artists }: { artists: RosterArtistView[] }) {
  const [items, setItems] = useState(artists);
  const [dirty, setDirty] = useState(false);
  const { toast } = useToast();
  const qc = useQueryClient();
  useEffect(() => {
    setItems(artists);
    setDirty(false);
  }, [artists]);

  const save = useMutation({
    mutationFn: () => apiJson('POST', '/api/admin/sgr/artists/reorder', { reorderedArtists: items.map((a) => ({ id: a.id, displayOrder: a.displayOrder })) }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: [ROSTER_KEY] });
      toast({ title: 'Artist Order Updated', description: 'Successfully reordered artists' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to update artist order', variant: 'destructive' }),
  });

  const onDragEnd = (r: DropResult) => {
    if (!r.destination || r.destination.index === r.source.index) return;
    setItems((list) => moveArtist(list, r.source.index, r.destination!.index));
    setDirty(true);
  };

  if (items.length === 0) return <Typography color="text.secondary">No artists on the roster yet. Add one in the next tab.</Typography>;

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Drag an artist, long-press on touch screens, or focus one and press Space, the arrow keys, then Space.
      </Typography>
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId="roster">
          {(drop) => (
            <Stack component="ol" spacing={1} ref={drop.innerRef} {...drop.droppableProps} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Roster order">
              {items.map((a, index) => (
                <Draggable key={a.id} draggableId={a.id} index={index}>
                  {(drag, snapshot) => (
                    <Paper
                      component="li"
                      ref={drag.innerRef}
                      {...drag.draggableProps}
                      {...drag.dragHandleProps}
                      aria-label={`${a.stageName}, position ${a.displayOrder}`}
                      variant="outlined"
                      data-testid="roster-item"
                      sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', zIndex: snapshot.isDragging ? 5000 : 'auto', boxShadow: snapshot.isDragging ? 8 : 0 }}
                      style={drag.draggableProps.style}
                    >
                      <DragIndicator aria-hidden color="action" />
                      <Avatar src={a.profileImage ?? undefined} alt="">
                        {a.stageName.charAt(0)}
                      </Avatar>
                      <Box sx={{ flexGrow: 1 }}>
                        <Typography sx={{ fontWeight: 700 }}>{a.stageName}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {a.genre}
                        </Typography>
                      </Box>
                      <Typography variant="body2">Position {a.displayOrder}</Typography>
                      <Chip size="small" label={a.status} color={a.status === 'featured' ? 'secondary' : 'default'} />
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
