// Configuration people copy from the integrations page and the guide. Kept in one place so both say the same.

export const SNIPPETS = {
  apiToken: `# A token from Settings > API, sent as a bearer token
export CLIENTDOCK_TOKEN=cdk_...

curl -H "Authorization: Bearer $CLIENTDOCK_TOKEN" https://portal.example.com/api/portals
curl -X POST -H "Authorization: Bearer $CLIENTDOCK_TOKEN" -H 'content-type: application/json' \\
  -d '{"name":"Brand refresh","accessType":"link"}' \\
  https://portal.example.com/api/portals`,

  webhookVerify: `// Node.js, with the standardwebhooks package: the raw body and the webhook-* headers
import { Webhook } from 'standardwebhooks';

const hook = new Webhook(process.env.CLIENTDOCK_WEBHOOK_SECRET); // whsec_...
const event = hook.verify(rawBody, request.headers); // throws when the signature is wrong or stale
if (event.type === 'approval.created') markApproved(event.data.portal.id, event.data.file?.name);`,

  apiSignIn: `# Sign in once; the session cookie is kept in cookies.txt
curl -c cookies.txt -H 'content-type: application/json' \\
  -d '{"email":"you@studio.example","password":"your password"}' \\
  https://portal.example.com/api/auth/sign-in/email

# Then call the API with it, sending this site as the origin for writes
curl -b cookies.txt https://portal.example.com/api/portals
curl -b cookies.txt -H 'origin: https://portal.example.com' -H 'content-type: application/json' \\
  -d '{"name":"Brand refresh","accessType":"link"}' \\
  https://portal.example.com/api/portals`,

  smtp: `SMTP_URL=smtps://apikey:secret@smtp.example.com:465
MAIL_FROM="Northwind Studio <portals@northwind.example>"`,

  caddy: `portal.example.com {
  reverse_proxy 127.0.0.1:3000
}`,

  caddyOnDemand: `{
  on_demand_tls {
    ask http://127.0.0.1:3000/api/custom-domains/tls-ask
  }
}

portal.example.com {
  reverse_proxy 127.0.0.1:3000
}

https:// {
  tls {
    on_demand
  }
  reverse_proxy 127.0.0.1:3000
}`,

  proxyEnv: `PUBLIC_URL=https://portal.example.com TRUST_PROXY=true npm start`,

  postgres: `createdb clientdock
DATABASE_URL=postgres://clientdock:secret@127.0.0.1:5432/clientdock npm start`,

  stream: `curl -N -b cookies.txt https://portal.example.com/api/notifications/stream`,

  install: `npm install && npm start`,
} as const;
