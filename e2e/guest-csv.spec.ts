import fs from 'node:fs';
import { expect, test, type APIRequestContext } from './test';
import { ANON_KEY, apiParty, apiUser, signedInPage, STACK_URL, type ApiUser } from './support';

// #23 (docs/security.md): what a guest types reaches the host's spreadsheet as text. An invitee
// answers with dietary needs `none;=HYPERLINK(A1)` and a note `@SUM(1)`; the host's 'Export CSV'
// must keep each in one cell that no spreadsheet runs, whether it splits on commas, semicolons or
// tabs.

async function rest(request: APIRequestContext, user: ApiUser, path: string, data: unknown) {
  const res = await request.post(`${STACK_URL}/rest/v1/${path}`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${user.token}`, 'content-type': 'application/json', prefer: 'return=representation' },
    data,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

/** A spreadsheet's reading of CSV text with `separator`: RFC 4180 quotes, CRLF rows. */
function cells(csv: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) endCell();
    else if (c === '\r' && csv[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

test("#23 a guest's `none;=HYPERLINK(A1)` reaches the host's CSV as one cell that never runs", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const owner = await apiUser(request, 'csv-owner', { full_name: 'Olivia Owner' });
  const invitee = await apiUser(request, 'csv-invitee', { full_name: '=Vera' });
  const party = await apiParty(request, owner);
  const [inv] = await rest(request, owner, 'party_invitations', {
    party_id: party.id,
    invited_email: invitee.email,
    invited_by: owner.id,
    permission_level: 'view_only',
    response_type: 'attendance',
  });
  await rest(request, invitee, 'rpc/respond_to_invitation', {
    p_token: inv.invitation_token,
    p_response: 'accepted',
    p_dietary: 'none;=HYPERLINK(A1)',
    p_note: '@SUM(1)\tand more',
  });

  const host = await signedInPage(browser, owner.email);
  await host.goto(`/party/${party.id}`);
  const panel = host.getByRole('region', { name: 'Guests' });
  await expect(panel.getByRole('rowheader', { name: /Vera/ })).toBeVisible();
  const downloading = host.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const csv = fs.readFileSync((await (await downloading).path())!, 'utf8');

  const [header, vera] = cells(csv, ',');
  expect(header).toEqual(['Name', 'Answer', 'People', 'Plus-ones', 'E-mail', 'Dietary needs', 'Note', 'Last reminded']);
  expect(vera).toEqual(["'=Vera", 'Going', '1', '', invitee.email, "none;'=HYPERLINK(A1)", "'@SUM(1)\tand more", '']);
  for (const separator of [',', ';', '\t']) {
    for (const cell of cells(csv, separator).flat()) expect(cell, `split on ${JSON.stringify(separator)}`).not.toMatch(/^[=+\-@\t\r]/);
  }
});
