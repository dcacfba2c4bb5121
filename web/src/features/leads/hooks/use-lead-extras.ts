import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  AddLeadNoteDocument,
  DeleteLeadAttachmentDocument,
  MarkLeadBadActionDocument,
} from '../../../gql/graphql';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uploadFile } from '../../../lib/upload-file';
import { confirmAction } from '../../../lib/confirm-action';
import { leadUrls } from '../urls';

/** Marking bad, notes and attachments of the staff lead screen. */
export function useLeadExtras(leadId: string, refetch: () => unknown) {
  const { t } = useTranslation('leads');
  const [markBad, markBadState] = useMutation(MarkLeadBadActionDocument);
  const [addNote, addNoteState] = useMutation(AddLeadNoteDocument);
  const [deleteAttachment] = useMutation(DeleteLeadAttachmentDocument);
  const [uploading, setUploading] = useState(false);
  return {
    markingBad: markBadState.loading,
    addingNote: addNoteState.loading,
    uploading,
    /** The bad-lead modal is the prompt: its confirm button calls this. */
    markBad: async (reason: string): Promise<boolean> => {
      try {
        await markBad({ variables: { id: leadId, reason } });
        notifySuccess('MESSAGE.CHANGES_SAVED');
        return true;
      } catch {
        return false;
      }
    },
    addNote: async (kind: 'note' | 'call', text: string): Promise<boolean> => {
      try {
        await addNote({ variables: { leadId, kind, text } });
        notifySuccess('MESSAGE.CHANGES_SAVED');
        return true;
      } catch {
        return false;
      }
    },
    upload: async (file: File) => {
      setUploading(true);
      const failure = await uploadFile(leadUrls.attachmentUpload(leadId), file);
      setUploading(false);
      if (failure) notifyError(failure);
      else {
        notifySuccess('MESSAGE.UPLOAD_SUCCESSFUL');
        void refetch();
      }
    },
    deleteAttachment: async (attachment: { id: string; fileName: string }) => {
      const ok = await confirmAction({
        title: t('confirm.deleteAttachmentTitle'),
        text: t('confirm.deleteAttachmentText', { name: attachment.fileName }),
        confirmLabel: t('action.delete'),
        danger: true,
      });
      if (!ok) return;
      try {
        await deleteAttachment({ variables: { leadId, attachmentId: attachment.id } });
        notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
      } catch {
        // Shown by the error link.
      }
    },
  };
}
