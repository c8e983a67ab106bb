import ApiOutlined from '@mui/icons-material/ApiOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { CallToAction } from '../components/call-to-action';
import { CodeBlock } from '../components/code-block';
import { MarketingSection } from '../components/marketing-section';
import { SNIPPETS } from '../content/integration-snippets';

function Text({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
      {children}
    </Typography>
  );
}

function Code({ children }: { children: string }) {
  return (
    <Typography component="code" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.875em' }}>
      {children}
    </Typography>
  );
}

/** A part of the page whose paragraphs and examples stack with even gaps. */
function Section({ children, ...section }: ComponentProps<typeof MarketingSection>) {
  return (
    <MarketingSection {...section}>
      <Stack spacing={2}>{children}</Stack>
    </MarketingSection>
  );
}

export default function IntegrationsPage() {
  return (
    <PageFrame
      eyebrow="Integrations"
      title="Connect ClientDock to the way you already work"
      description="A documented HTTP API for your own scripts, your mail server for every message, your TLS proxy for HTTPS and custom domains, and SQLite or PostgreSQL underneath."
      meta={{
        title: 'Integrations',
        description:
          'ClientDock integrations: the REST API with an OpenAPI document, live events, SMTP mail, a TLS proxy with on-demand certificates for custom domains, and PostgreSQL.',
      }}
      actions={
        <Button component={Link} to="/docs#api-reference" variant="contained" size="large" startIcon={<ApiOutlined />}>
          API reference
        </Button>
      }
    >
      <Section
        id="api"
        title="The REST API"
        intro="Everything the web app does, it does through the same JSON API under /api, so anything you can click you can script."
      >
        <Text>
          Create a token in Settings &gt; API and send it as a bearer token: a read token for reports, a write token for
          scripts that make portals. Errors always have the same shape,{' '}
          <Code>{'{ "error": { "code", "message" } }'}</Code>, with a message you can show to a person. Webhooks tell
          your server, signed, when a client views, downloads, comments or approves.
        </Text>
        <CodeBlock label="Calling the API with a token">{SNIPPETS.apiToken}</CodeBlock>
        <Text>A browser session works too: sign in for a cookie, and name this site as the Origin of writes.</Text>
        <CodeBlock label="Calling the API with curl">{SNIPPETS.apiSignIn}</CodeBlock>
        <Text>
          The full reference, generated from the server’s own request and response schemas, is in the{' '}
          <MuiLink component={Link} to="/docs#api-reference">
            documentation
          </MuiLink>
          . The machine-readable OpenAPI 3.1 document is served at <Code>/api/openapi.json</Code>, ready for client
          generators and API tools.
        </Text>
      </Section>

      <Section
        id="events"
        title="Live events"
        intro="Follow client activity as it happens, from a browser or a script."
      >
        <Text>
          <Code>/api/notifications/stream</Code> is a Server-Sent Events stream of your notifications: a view, a
          download, a comment, an approval or a form answer arrives the moment it happens. Browsers can also receive
          them as push notifications, and every notification can go out by email, instantly or as a digest.
        </Text>
        <CodeBlock label="Following the notification stream">{SNIPPETS.stream}</CodeBlock>
        <Alert severity="info" variant="outlined">
          Outgoing webhooks are not part of ClientDock yet. Until they are, the stream above and the CSV exports of
          analytics and form answers are the way to feed other tools.
        </Alert>
      </Section>

      <Section
        id="email"
        title="Email through your own SMTP server"
        intro="Verification links, clients’ sign-in codes, notification emails, digests and approval reminders."
      >
        <Text>
          Set <Code>SMTP_URL</Code> to your mail provider’s SMTP address (<Code>smtp://</Code> with STARTTLS or{' '}
          <Code>smtps://</Code>) and <Code>MAIL_FROM</Code> to the sender your clients should see. Without{' '}
          <Code>SMTP_URL</Code>, mail is kept in an outbox in the database and written to the log, so a new instance
          works before mail is set up.
        </Text>
        <CodeBlock label="Mail settings">{SNIPPETS.smtp}</CodeBlock>
      </Section>

      <Section
        id="tls"
        title="HTTPS with a TLS proxy"
        intro="Run ClientDock on a private port and let a TLS-terminating proxy such as Caddy face the internet."
      >
        <CodeBlock label="Caddy configuration for one address">{SNIPPETS.caddy}</CodeBlock>
        <Text>
          Start ClientDock with its public address and tell it to trust the proxy, so that share links use the right
          address and throttling sees your clients’ real addresses:
        </Text>
        <CodeBlock label="Starting behind a proxy">{SNIPPETS.proxyEnv}</CodeBlock>
      </Section>

      <Section
        id="custom-domains"
        title="Certificates for custom domains, on demand"
        intro="Agency creators can serve their portals on a domain of their own. The proxy fetches a certificate the first time that domain is visited, after asking ClientDock whether it is verified."
      >
        <Text>
          The creator adds a CNAME to your host and a TXT record that proves ownership; ClientDock shows both and checks
          them. <Code>/api/custom-domains/tls-ask</Code> answers 200 only for verified domains of active Agency
          accounts, so nobody can make your proxy request certificates for other names.
        </Text>
        <CodeBlock label="Caddy configuration with on-demand certificates">{SNIPPETS.caddyOnDemand}</CodeBlock>
      </Section>

      <Section
        id="database"
        title="SQLite or PostgreSQL"
        intro="One set of migrations serves both; the schema is created and upgraded at start."
      >
        <Text>
          Out of the box ClientDock keeps an SQLite database and your files in its data folder: nothing to install. When
          you want a managed database or several app servers, set <Code>DATABASE_URL</Code>; live notifications then
          reach every app server through PostgreSQL itself.
        </Text>
        <CodeBlock label="Running on PostgreSQL">{SNIPPETS.postgres}</CodeBlock>
      </Section>

      <MarketingSection
        id="exports"
        title="Your data, in open formats"
        intro="Leave whenever you like, with everything."
      >
        <Text>
          Export your whole account as JSON from Settings (or <Code>/api/account/export</Code>), analytics for any
          period and the answers to your forms as CSV.
        </Text>
      </MarketingSection>

      <CallToAction
        title="Try the API on a free account"
        text="Every plan includes the API. Create an account, make a portal and script the rest."
        secondary={{ label: 'Read the guide', to: '/docs' }}
      />
    </PageFrame>
  );
}
