import { useMutation } from '@apollo/client/react';
import {
  AddCrmTaskActionDocument,
  SetAssignedLeadStateActionDocument,
  type AssignedLeadState,
  type CrmTaskInput,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';

/** The customer's changes to an assigned lead: a pipeline step, a CRM task. */
export function useAssignedLeadActions(assignedLeadId: string) {
  const [setState, setStateState] = useMutation(SetAssignedLeadStateActionDocument);
  const [addTask, addTaskState] = useMutation(AddCrmTaskActionDocument);
  return {
    busy: { state: setStateState.loading, task: addTaskState.loading },
    setState: async (state: AssignedLeadState, version: number): Promise<boolean> => {
      try {
        await setState({ variables: { id: assignedLeadId, state, version } });
        notifySuccess('MESSAGE.CHANGES_SAVED');
        return true;
      } catch {
        // DATA_OUTDATED and the like: shown by the error link.
        return false;
      }
    },
    addTask: async (input: CrmTaskInput): Promise<boolean> => {
      try {
        await addTask({ variables: { assignedLeadId, input } });
        notifySuccess('MESSAGE.CHANGES_SAVED');
        return true;
      } catch {
        return false;
      }
    },
  };
}
