import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { api } from '../api/client';
import type { CreatedInvite, Invite, Member, RequestBody, Role } from '../api/types';
import { Choice } from '../components/choice';
import { PagedTable } from '../components/paged-table';
import { ShownOnce } from '../components/secret';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton, When } from '../components/ui';
import { useMe } from '../me';

const ROLE_WORDS: Record<Role, string> = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member', VIEWER: 'Viewer' };

export default function Team() {
  const me = useMe();
  const queryClient = useQueryClient();
  // Only an owner may grant the owner role (the API refuses it to anyone else).
  const roles = (Object.keys(ROLE_WORDS) as Role[])
    .filter((r) => r !== 'OWNER' || me.role === 'OWNER')
    .map((r) => ({ id: r, label: ROLE_WORDS[r] }));
  const [inviteRole, setInviteRole] = useState<string>('MEMBER');
  const [invited, setInvited] = useState<CreatedInvite | undefined>();
  const refresh = (what: string) => void queryClient.invalidateQueries({ queryKey: [what] });

  const invite = useMutation({
    mutationFn: (email: string) =>
      api<CreatedInvite>('POST', '/invites', {
        email,
        role: inviteRole as Role,
      } satisfies RequestBody<'invites-create'>),
    onSuccess: (created) => {
      setInvited(created);
      refresh('/invites');
    },
  });
  const revokeInvite = useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/invites/${encodeURIComponent(id)}`),
    onSuccess: () => refresh('/invites'),
  });
  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: string }) =>
      api<Member>('PATCH', `/team/members/${encodeURIComponent(userId)}`, {
        role: role as Role,
      } satisfies RequestBody<'team-members-update'>),
    onSuccess: () => refresh('/team/members'),
  });
  const remove = useMutation({
    mutationFn: (userId: string) => api<void>('DELETE', `/team/members/${encodeURIComponent(userId)}`),
    onSuccess: () => refresh('/team/members'),
  });

  return (
    <>
      <PageHeading title="Team">Team</PageHeading>
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">Members</h2>
        <ErrorMessage error={changeRole.error ?? remove.error} />
        <PagedTable<Member>
          path="/team/members"
          caption="Members"
          empty="No members."
          rowKey={(m) => m.id}
          columns={[
            { header: 'Name', cell: (m) => m.fullName },
            { header: 'Email', cell: (m) => m.email },
            {
              header: 'Role',
              cell: (m) =>
                m.id === me.user.id || (m.role === 'OWNER' && me.role !== 'OWNER') ? (
                  ROLE_WORDS[m.role]
                ) : (
                  <Choice
                    label={`Role of ${m.fullName}`}
                    options={roles}
                    value={m.role}
                    onChange={(role) => role !== m.role && changeRole.mutate({ userId: m.id, role })}
                  />
                ),
            },
            { header: 'Joined', cell: (m) => <When iso={m.joinedAt} /> },
            {
              header: 'Actions',
              cell: (m) =>
                m.id === me.user.id ? (
                  'You'
                ) : (
                  <Button
                    className="button danger"
                    aria-label={`Remove ${m.fullName}`}
                    onPress={() => {
                      if (window.confirm(`Remove ${m.fullName} from the account?`)) remove.mutate(m.id);
                    }}
                  >
                    Remove
                  </Button>
                ),
            },
          ]}
        />
      </section>
      <section aria-labelledby="invites-heading">
        <h2 id="invites-heading">Invites</h2>
        {invited?.token ? (
          <ShownOnce
            title={`Invite link for ${invited.email}`}
            value={`${window.location.origin}/accept-invite#token=${encodeURIComponent(invited.token)}`}
            note="Send this link to the person you invited: it is shown only once and lets them join as the role you chose."
            onDone={() => setInvited(undefined)}
          />
        ) : null}
        <ApiForm
          error={invite.error}
          className="card"
          onSubmit={(e) => {
            e.preventDefault();
            invite.mutate(String(new FormData(e.currentTarget).get('email') ?? ''));
          }}
        >
          <ErrorMessage error={formLevelError(invite.error)} />
          <Field label="Email" name="email" type="email" isRequired />
          <Choice label="Role" name="role" options={roles} value={inviteRole} onChange={setInviteRole} />
          <SubmitButton pending={invite.isPending}>Invite</SubmitButton>
        </ApiForm>
        <ErrorMessage error={revokeInvite.error} />
        <PagedTable<Invite>
          path="/invites"
          caption="Invites"
          empty="No invites."
          rowKey={(i) => i.id}
          columns={[
            { header: 'Email', cell: (i) => i.email },
            { header: 'Role', cell: (i) => ROLE_WORDS[i.role] },
            { header: 'Status', cell: (i) => i.status.charAt(0) + i.status.slice(1).toLowerCase() },
            { header: 'Expires', cell: (i) => <When iso={i.expiresAt} /> },
            {
              header: 'Actions',
              cell: (i) =>
                i.status === 'PENDING' ? (
                  <Button
                    className="button danger"
                    aria-label={`Revoke the invite for ${i.email}`}
                    onPress={() => revokeInvite.mutate(i.id)}
                  >
                    Revoke
                  </Button>
                ) : null,
            },
          ]}
        />
      </section>
    </>
  );
}
