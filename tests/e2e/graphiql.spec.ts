// GraphiQL at /graphql in Chromium (server/graphql/graphiql.ts, client/graphiql/): it runs from this server alone, within the
// page's Content-Security-Policy, and shows the schema's own documentation. The fixture fails on any console error.
import { getIntrospectionQuery, type IntrospectionObjectType, type IntrospectionQuery } from 'graphql';
import { gql } from '../helpers/graphql';
import { expect, test } from './fixtures';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

test("GraphiQL runs the sample query and shows the schema's documentation, from this server alone", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  // The context sees the page's requests and its workers' too.
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:') elsewhere.push(request.url());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });

  const response = await page.goto('/graphql');
  expect(response!.status()).toBe(200);
  const editor = page.locator('.graphiql-query-editor');
  await expect(editor).toContainText('query Products');

  // The result of the sample query: what the API answers to it, shown in the result pane.
  const products = (await gql(baseURL!, '{ products(take: 10) { name } }')).data.products as { name: string }[];
  expect(products.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: /^Execute query/ }).click();
  const result = page.locator('.result-window');
  await expect(result).toContainText('"products"');
  await expect(result).toContainText(products[0].name);
  await expect(result).toContainText('"specGroups"');

  // A type whose description the schema carries (introspection is on for integrators), found through the docs search.
  const schema = (await gql<IntrospectionQuery>(baseURL!, getIntrospectionQuery())).data!.__schema;
  const described = schema.types.find(
    (t): t is IntrospectionObjectType => t.kind === 'OBJECT' && !t.name.startsWith('__') && !!t.description,
  )!;
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  const docs = page.getByRole('region', { name: 'Documentation Explorer' });
  await expect(docs).toBeVisible();
  await docs.getByRole('combobox').fill(described.name);
  await page.getByRole('option', { name: described.name, exact: true }).click();
  await expect(docs.locator('.graphiql-doc-explorer-title')).toHaveText(described.name);
  await expect(docs).toContainText(described.description!);

  // Prettify loads prettier's chunks on demand: from this origin too, under the same policy.
  await page.getByRole('button', { name: /^Prettify query/ }).click();
  await expect(editor).toContainText('query Products');

  // The query is checked against the schema in monaco's GraphQL worker: a worker this page's CSP lets run.
  const squiggles = editor.locator('.squiggly-error');
  await expect(squiggles).toHaveCount(0);
  await editor.locator('.view-line').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{ productz');
  await expect(squiggles.first()).toBeVisible();
  expect(page.workers().map((w) => new URL(w.url()).pathname)).toContainEqual(
    expect.stringMatching(/^\/graphiql-assets\/graphql\.worker-/),
  );

  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(elsewhere, 'requests to another origin').toEqual([]);
});
