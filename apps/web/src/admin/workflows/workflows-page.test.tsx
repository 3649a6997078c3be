import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminPage, serveApi, signedInPageTests } from '../../test/admin-page';
import { isDisabled, signInAs } from '../../test/signed-in';
import WorkflowsPage from './workflows-page';

const workflow = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Approve small returns',
  active: true,
  trigger: 'request_created',
  trigger_days: null,
  match: 'all',
  conditions: [],
  actions: [{ type: 'approve' }],
  runs: 0,
  last_run_at: null,
  author: 'owner@demo.test',
  last_refusal: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

signedInPageTests(() =>
  serveApi({
    '/api/workflow/v1?page=1&limit=100': { docs: [workflow], total: 1, page: 1, limit: 100 },
    '/api/automation/v1': {
      settings: {
        auto_receive_requests: false,
        auto_receive_after_days: null,
        auto_archive_days: null,
        auto_refund_additional_payments: false,
        update_inventory: false,
        mark_cod_refunded: false,
        auto_expire_discount_codes: false,
      },
      workflows: { total: 1, active: 1 },
    },
  }),
);

const renderPage = () => renderAdminPage(<WorkflowsPage />);

describe('workflows page', () => {
  it("shows a workflow's switch and delete disabled, naming the permission, to a staff member without it; enabled to an admin", async () => {
    signInAs('staff', ['request.all.view']);
    const page = renderPage();
    const hint = 'Needs the "Edit automations and workflows" permission';
    const toggle = await screen.findByRole('button', { name: `Turn off Approve small returns: ${hint}` });
    expect(isDisabled(toggle)).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: `Delete Approve small returns: ${hint}` }))).toBe(
      true,
    );
    expect(isDisabled(await screen.findByRole('button', { name: `Save automation: ${hint}` }))).toBe(true);
    page.unmount();

    signInAs('admin');
    renderPage();
    const enabled = await screen.findByRole('button', { name: 'Delete Approve small returns' });
    expect(isDisabled(enabled)).toBe(false);
  });
});
