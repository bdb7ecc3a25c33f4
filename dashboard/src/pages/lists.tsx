/** Contact lists on a page of their own (the sidebar's Audience group): "Show contacts" opens Contacts on the list. */

import { PageHeading } from '../components/ui';
import { ListsSection } from '../contacts/lists-section';
import { useCan } from '../me';
import { navigate } from '../router';

export default function Lists() {
  const canManage = useCan('contacts.manage');
  return (
    <>
      <PageHeading title="Lists">Lists</PageHeading>
      <p className="muted">Lists group contacts for campaigns. A contact can be on several lists.</p>
      <ListsSection canManage={canManage} onShow={(l) => navigate(`/contacts?list=${encodeURIComponent(l.id)}`)} />
    </>
  );
}
