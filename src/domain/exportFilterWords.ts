import type { ExportFilter } from './exports.js';
import { applicationStatusOptions, paymentStatusOptions } from './meta.js';

/**
 * "All applications, In review, Paid, agent AGT-7K3QX, search “asha”": the filters of an exported
 * list, in words.
 */
export function describeFilter(
  filter: ExportFilter,
  t: (key: string, options?: Record<string, string>) => string,
) {
  const agent = filter.agent ? [t('admin.dashboard.exports.agent', { aan: filter.agent })] : [];
  if (filter.view === 'attention') return [t('admin.lists.view.attention'), ...agent].join(', ');
  return [
    t('admin.lists.view.all'),
    ...(filter.status ? [t(applicationStatusOptions.labels[filter.status])] : []),
    ...(filter.payment ? [t(paymentStatusOptions.labels[filter.payment])] : []),
    ...agent,
    ...(filter.q ? [t('admin.dashboard.exports.search', { q: filter.q })] : []),
  ].join(', ');
}
