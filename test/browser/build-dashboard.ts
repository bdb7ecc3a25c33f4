/** Global setup of the browser tests: the dashboard built once (when missing or stale) before any test file runs. */
import { ensureDashboardBuilt } from '../../local/dashboard';

export default async function setup() {
  await ensureDashboardBuilt();
}
