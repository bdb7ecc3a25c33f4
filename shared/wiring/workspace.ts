import { tableOf } from '../db/table';
import { TemplateRepository } from '../db/template-repository';
import type { Runtime } from '../runtime';
import type { TemplateDeps } from '../templates/manage-templates';

export const templateDeps = (rt: Runtime): TemplateDeps => ({ templates: new TemplateRepository(tableOf(rt)) });
