'use client';
// The reviewer's comments per field on a release sent back for changes, as the artist reads them. With
// `onOpen`, each comment has a button to the step of the form where that field is fixed.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { FieldCommentView } from '@/lib/distribution/releases/change-requests';

/** The wizard step where a field is edited (Details 0, Tracks 1, Artwork 2, Stores 3). */
function stepOfField(c: Pick<FieldCommentView, 'field' | 'trackId'>): number {
  if (c.trackId) return 1;
  if (c.field === 'cover') return 2;
  if (c.field === 'stores') return 3;
  return 0;
}

/** Takes the comments from the server (dates as Dates) or from the API (dates as strings): it shows no date. */
export function FieldComments({
  comments,
  onOpen,
}: {
  comments: Omit<FieldCommentView, 'createdAt'>[];
  onOpen?: (step: number) => void;
}) {
  if (comments.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="field-comments">
      <AlertTitle>The reviewer asked for changes</AlertTitle>
      Fix each field below, then submit the release again: your resubmission clears these comments.
      <List dense aria-label="Requested changes">
        {comments.map((c) => (
          <ListItem
            key={c.id}
            disableGutters
            secondaryAction={
              onOpen ? (
                <Button size="small" onClick={() => onOpen(stepOfField(c))} aria-label={`Fix ${c.label}`}>
                  Fix
                </Button>
              ) : undefined
            }
          >
            <ListItemText primary={c.label} secondary={c.comment} sx={{ pr: onOpen ? 6 : 0 }} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
