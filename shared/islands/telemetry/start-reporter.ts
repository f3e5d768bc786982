/** The reporter chunk's entry (issue #35): the core imports it only when the page context names a collector. */
import { reporterSettings } from '../../domain/telemetry/settings';
import startReporter from './reporter';

const { settings, problem } = reporterSettings(document.getElementById('page-context')?.textContent);
if (problem) console.warn(problem);
startReporter(settings);
