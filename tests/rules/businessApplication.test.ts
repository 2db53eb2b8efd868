// businessApplication: no conditional blocks; the shared cases cover every field.
import { describeApplicationRules } from './applications.ts';

describeApplicationRules('business', []);
