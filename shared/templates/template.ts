export interface TemplateRecord {
  id: string;
  accountId: string;
  name: string;
  body: string;
  /** The {{names}} found in the body. */
  variables: string[];
  createdAt: string;
  updatedAt: string;
}
