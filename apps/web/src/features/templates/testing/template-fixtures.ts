import type { MyTemplate, TemplateDetail, TemplateSummary } from '@clientdock/shared';

export function makeTemplate(overrides: Partial<TemplateSummary> = {}): TemplateSummary {
  return {
    id: 'sample-consulting-proposal',
    name: 'Consulting Proposal',
    description: 'For consultants and advisors.',
    excerpt: 'A proposal clients can read, question and approve in one link.',
    category: 'consulting',
    tags: ['proposal'],
    complexity: 'intermediate',
    estimatedSetupTime: 30,
    supportLevel: 'priority',
    preview: { imageUrl: null, accentColor: '#0f766e' },
    pricing: { type: 'free', currency: 'USD', price: 0 },
    stats: { downloads: 1204, rating: 4.3, reviewCount: 12 },
    creatorId: null,
    creatorName: 'ClientDock',
    creatorProfilePublic: false,
    status: 'approved',
    isPublic: true,
    featured: true,
    verified: true,
    isSampleTemplate: true,
    layout: [
      { id: 'cover', type: 'hero', title: 'Proposal for {{clientName}}' },
      { id: 'decision', type: 'form', title: 'Your decision' },
    ],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeTemplateDetail(overrides: Partial<TemplateDetail> = {}): TemplateDetail {
  const sections: TemplateDetail['sections'] = [
    { id: 'cover', type: 'hero', title: 'Proposal for {{clientName}}', subtitle: 'Our approach' },
    {
      id: 'decision',
      type: 'form',
      title: 'Your decision',
      fields: [
        {
          id: 'approval-status',
          type: 'select',
          label: 'Approval status',
          required: true,
          options: { choices: ['Approved', 'Not approved'] },
        },
      ],
    },
  ];
  return {
    ...makeTemplate(),
    sections,
    customSections: sections.filter((section) => section.type === 'form'),
    rejectionReason: null,
    viewer: {
      signedIn: false,
      isOwner: false,
      canUse: false,
      useBlockedReason: null,
      needsPurchase: false,
      acquired: false,
      canReview: false,
      myReview: null,
    },
    ...overrides,
  };
}

export function makeMyTemplate(overrides: Partial<MyTemplate> = {}): MyTemplate {
  return {
    ...makeTemplate({
      id: 'tpl-1',
      name: 'Brand review',
      isSampleTemplate: false,
      featured: false,
      verified: false,
      creatorId: 'creator_1',
      creatorName: 'Maya Chen',
      status: 'pending',
    }),
    stats: { downloads: 3, rating: 0, reviewCount: 0, revenue: 0 },
    rejectionReason: null,
    ...overrides,
  };
}
