// A page names an API path only through the typed client (docs/api.md#contract): a string or template literal
// starting with `/api/` must be the path argument of useApi, api.get/post/put/patch/delete, apiKey or apiUrl
// (lib/api-client.ts), or a type argument of ApiAnswer/ApiBody/ApiQuery. Anything else (a hand-written URL, a
// query key, a fetch) bypasses the route map; the few deliberate exceptions carry an eslint-disable with a reason.
const CLIENT_FUNCTIONS = new Set(['useApi', 'apiKey', 'apiUrl']);
const CLIENT_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const TYPE_HELPERS = new Set(['ApiAnswer', 'ApiBody', 'ApiQuery']);

function startsWithApi(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' && node.value.startsWith('/api/');
  return node.quasis[0].value.cooked?.startsWith('/api/') ?? false;
}

function isClientPathArgument(node) {
  const call = node.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== node) return false;
  const callee = call.callee;
  if (callee.type === 'Identifier') return CLIENT_FUNCTIONS.has(callee.name);
  return (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'api' &&
    callee.property.type === 'Identifier' &&
    CLIENT_METHODS.has(callee.property.name)
  );
}

function isInTypeHelper(node) {
  for (let up = node.parent; up; up = up.parent) {
    if (up.type === 'TSTypeReference' && up.typeName.type === 'Identifier' && TYPE_HELPERS.has(up.typeName.name)) {
      return true;
    }
  }
  return false;
}

export const noRawApiPath = {
  meta: {
    type: 'problem',
    docs: { description: 'API paths in pages go through the typed client (lib/api-client.ts).' },
    messages: {
      raw: 'Name an /api/ path through useApi, api.get/post/put/patch/delete, apiKey or apiUrl (docs/api.md#contract).',
    },
    schema: [],
  },
  create(context) {
    function check(node) {
      if (startsWithApi(node) && !isClientPathArgument(node) && !isInTypeHelper(node)) {
        context.report({ node, messageId: 'raw' });
      }
    }
    return { Literal: check, TemplateLiteral: check };
  },
};
