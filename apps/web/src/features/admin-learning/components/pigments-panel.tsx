import { useState } from 'react';
import { LEARNING_LIMITS } from '@shop/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { useCreatePigment } from '../api/create-pigment';
import { useDeletePigment } from '../api/delete-pigment';
import { useAdminPigments } from '../api/get-admin-pigments';
import { withToasts } from '../utils/notify';
import { AdminItem } from './admin-item';
import { CreateByNameForm } from './create-by-name-form';
import { PigmentEditor } from './pigment-editor';
import { QueryStates } from '@/components/ui/query-states';

function PigmentList() {
  const pigments = useAdminPigments();
  const remove = useDeletePigment();
  const [editingId, setEditingId] = useState<string | null>(null);

  return (
    <QueryStates query={pigments} noun="pigments" emptyText="No pigments yet. Add one above.">
      {(items) => (
        <ul className="flex flex-col gap-3">
          {items.map((pigment) => (
            <AdminItem
              key={pigment.id}
              title={pigment.name}
              subtitle={pigment.category ? `Category: ${pigment.category}` : 'No category'}
              editing={editingId === pigment.id}
              onEdit={() => setEditingId(pigment.id)}
              deleteAction={
                <Button
                  variant="secondary"
                  size="sm"
                  className="text-red-700"
                  aria-label={`Delete ${pigment.name}`}
                  busy={remove.isPending && remove.variables === pigment.id}
                  onClick={() =>
                    void withToasts(() => remove.mutateAsync(pigment.id), {
                      success: 'Pigment deleted',
                      failure: 'Failed to delete pigment',
                      description: pigment.name,
                    })
                  }
                >
                  Delete
                </Button>
              }
            >
              <PigmentEditor pigment={pigment} onDone={() => setEditingId(null)} />
            </AdminItem>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

/** The Pigments tab: the Learning Hub's pigment notes (docs/product/back-office.md §2.3). */
export function PigmentsPanel() {
  const create = useCreatePigment();
  return (
    <Card className="flex flex-col gap-4" data-testid="pigments-panel">
      <CardTitle>Pigments</CardTitle>
      <CreateByNameForm
        label="New pigment name"
        placeholder="e.g. Quinacridone Gold"
        maxLength={LEARNING_LIMITS.pigmentName}
        requiredMessage="Name is required"
        submitLabel="Add pigment"
        onCreate={(name) =>
          withToasts(() => create.mutateAsync(name), { success: 'Pigment added', failure: 'Failed to add pigment', description: name })
        }
      />
      <PigmentList />
    </Card>
  );
}
