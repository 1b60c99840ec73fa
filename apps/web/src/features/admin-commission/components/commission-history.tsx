import { clsx } from 'clsx';
import type { CommissionSettingView } from '@shop/contracts';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeactivateCommissionSetting } from '../api/commission';
import { formatDay, formatRate } from '../utils/format-day';

function SettingRow({ setting }: { setting: CommissionSettingView }) {
  const deactivate = useDeactivateCommissionSetting();

  function handleDeactivate() {
    deactivate.mutate(setting.id, {
      onSuccess: () => toast({ title: 'Success', description: `“${setting.name}” deactivated`, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Failed to deactivate setting', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  }

  return (
    <li data-testid="commission-setting" className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-words text-ink">{setting.name}</p>
        <span
          data-testid="commission-setting-status"
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            setting.isActive ? 'bg-sage-wash text-sage' : 'bg-paper-deep text-ink-soft',
          )}
        >
          {setting.isActive ? 'Active' : 'Inactive'}
        </span>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-ink-soft">Rate</dt>
          <dd className="font-display text-lg font-semibold text-ink tabular-nums">{formatRate(setting.rate)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-soft">From</dt>
          <dd className="text-ink">{formatDay(setting.validFrom)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-soft">Until</dt>
          <dd className="text-ink">{setting.validUntil ? formatDay(setting.validUntil) : 'No end'}</dd>
        </div>
      </dl>
      {setting.description && <p className="text-sm break-words text-ink-soft">{setting.description}</p>}
      {setting.isActive && (
        <div className="max-sm:[&_button]:min-h-11">
          <ConfirmButton
            label="Deactivate"
            variant="secondary"
            ariaLabel={`Deactivate ${setting.name}`}
            question={`Deactivate “${setting.name}”? It cannot be reactivated.`}
            confirmLabel="Yes, deactivate"
            busy={deactivate.isPending}
            onConfirm={handleDeactivate}
          />
        </div>
      )}
    </li>
  );
}

/** Every setting, as the server lists them: name, Active/Inactive, rate, from, until, description; Deactivate on active ones. */
export function CommissionHistory({ settings }: { settings: readonly CommissionSettingView[] }) {
  return (
    <ul className="flex flex-col gap-3" data-testid="commission-history">
      {settings.map((setting) => (
        <SettingRow key={setting.id} setting={setting} />
      ))}
    </ul>
  );
}
