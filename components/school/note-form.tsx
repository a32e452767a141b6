'use client';
// Adds a staff note to a student's record.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { api, errorText } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';

export function NoteForm({ studentId }: { studentId: string }) {
  const router = useRouter();
  const { toast } = useToast();
  const [body, setBody] = useState('');
  return (
    <Stack spacing={1}>
      <TextField label="New note" multiline minRows={2} value={body} onChange={(e) => setBody(e.target.value)} />
      <div>
        <Button
          variant="contained"
          disabled={!body.trim()}
          onClick={async () => {
            try {
              await api.post('/api/school/students/[id]/notes', { body }, { params: { id: studentId } });
              setBody('');
              toast({ title: 'Note added' });
              router.refresh();
            } catch (err) {
              toast({ title: 'Error', description: errorText(err), variant: 'destructive' });
            }
          }}
        >
          Add note
        </Button>
      </div>
    </Stack>
  );
}
