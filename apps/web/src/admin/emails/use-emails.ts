import {
  type EmailTemplateBody,
  emailPreviewResponse,
  emailTemplateListResponse,
  emailTemplateView,
  sentEmailListResponse,
  sentEmailView,
} from '@roundtrip/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { http } from '../../lib/http';

export const templatePath = (kind: string, language: string) => `/email-template/v1/${kind}/${language}`;

export const useTemplates = () =>
  useQuery({
    queryKey: ['email-templates'],
    queryFn: () => http.get('/email-template/v1', { schema: emailTemplateListResponse }),
  });

export const useTemplate = (kind: string, language: string) =>
  useQuery({
    queryKey: ['email-template', kind, language],
    queryFn: () => http.get(templatePath(kind, language), { schema: emailTemplateView }),
  });

/** The email as the text stands, rendered by the server on a demo request; asked again after typing stops. */
export function usePreview(kind: string, language: string, text: EmailTemplateBody | null) {
  const [body, setBody] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setBody(text), 400);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: ['email-preview', kind, language, body],
    enabled: body !== null && body.subject.trim() !== '' && body.body.trim() !== '',
    queryFn: () =>
      http.post(`${templatePath(kind, language)}/preview`, body, { schema: emailPreviewResponse }),
  });
}

export const useSentEmails = (page: number) =>
  useQuery({
    queryKey: ['sent-emails', page],
    queryFn: () => http.get(`/sent-email/v1?page=${page}&limit=20`, { schema: sentEmailListResponse }),
  });

export const useSentEmail = (id: string | null) =>
  useQuery({
    queryKey: ['sent-email', id],
    enabled: id !== null,
    queryFn: () => http.get(`/sent-email/v1/${id}`, { schema: sentEmailView }),
  });
