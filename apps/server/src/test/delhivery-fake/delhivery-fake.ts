import { readText, sendJson, startFakeHttp } from '../fake-http';

// A local Delhivery B2C API (track.delhivery.com), in its documented shapes: `Authorization: Token <key>`
// on every call (an unknown token answers 401 with DRF's `detail`), pincode serviceability, invoice
// charges, CMU create (a form body `format=json&data=<json>`; a failure is a 200 with success false and
// the package's remarks), tracking by waybill or order reference, the packing slip with a PDF link, and
// cancellation through /api/p/edit.

type FakeShipment = {
  waybill: string;
  order: string;
  paymentMode: string;
  pickupLocation: string;
  pin: string;
  status: { Status: string; StatusType: string };
};

/** A one-page PDF: enough for a viewer and for `%PDF` checks. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 288 432]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export type DelhiveryFake = {
  url: string;
  token: string;
  pickupLocation: string;
  shipments: FakeShipment[];
  /** The reverse-pickup charge `total_amount` quoted for any parcel. */
  setCharge(amount: number): void;
  setStatus(waybill: string, status: string, type: string): void;
  close(): Promise<void>;
};

export async function startDelhiveryFake(charge = 71.5): Promise<DelhiveryFake> {
  const token = 'dlv-token-1234';
  const pickupLocation = 'ROUNDTRIP-WH';
  const shipments: FakeShipment[] = [];
  let amount = charge;
  const http = await startFakeHttp(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/slips/'))
      return res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    if (req.headers.authorization !== `Token ${token}`)
      return sendJson(res, 401, { detail: 'Invalid token.' });
    if (req.method === 'GET' && url.pathname === '/c/api/pin-codes/json/') {
      const pin = url.searchParams.get('filter_codes') ?? '';
      // Pincodes starting with 9 stand for ones Delhivery does not serve.
      return sendJson(res, 200, {
        delivery_codes: pin.startsWith('9')
          ? []
          : [{ postal_code: { pin: Number(pin), pickup: 'Y', pre_paid: 'Y', cod: 'Y', repl: 'Y' } }],
      });
    }
    if (req.method === 'GET' && url.pathname === '/api/kinko/v1/invoice/charges/.json')
      return sendJson(res, 200, [
        { total_amount: amount, gross_amount: amount / 1.18, zone: 'D', status: 'SUCCESS' },
      ]);
    if (req.method === 'POST' && url.pathname === '/api/cmu/create.json') {
      const form = new URLSearchParams(await readText(req));
      const data = JSON.parse(form.get('data') ?? '{}') as {
        shipments?: { order?: string; payment_mode?: string; pin?: string; phone?: string }[];
        pickup_location?: { name?: string };
      };
      const s = data.shipments?.[0];
      const fail = (remark: string) =>
        sendJson(res, 200, {
          success: false,
          rmk: 'An internal Error has occurred, Please get in touch with client.support@delhivery.com',
          packages: [{ status: 'Fail', waybill: '', refnum: s?.order ?? '', remarks: [remark] }],
          package_count: 1,
        });
      if (form.get('format') !== 'json' || !s?.order) return fail('Invalid format');
      if (data.pickup_location?.name !== pickupLocation)
        return fail('ClientWarehouse matching query does not exist.');
      if (shipments.some((x) => x.order === s.order)) return fail(`Duplicate order id ${s.order}`);
      const waybill = String(1_490_000_000_000 + shipments.length);
      shipments.push({
        waybill,
        order: s.order,
        paymentMode: s.payment_mode ?? '',
        pickupLocation,
        pin: s.pin ?? '',
        status: { Status: 'Manifested', StatusType: 'PP' },
      });
      return sendJson(res, 200, {
        success: true,
        upload_wbn: `UPL${shipments.length}`,
        package_count: 1,
        pickups_count: s.payment_mode === 'Pickup' ? 1 : 0,
        packages: [{ status: 'Success', waybill, refnum: s.order, client: 'ROUNDTRIP', remarks: [] }],
      });
    }
    if (req.method === 'GET' && url.pathname === '/api/v1/packages/json/') {
      const waybill = url.searchParams.get('waybill');
      const ref = url.searchParams.get('ref_ids');
      const found = shipments.filter((x) => (waybill ? x.waybill === waybill : x.order === ref));
      if (found.length === 0) return sendJson(res, 200, { Error: 'No such waybill or Order Id found' });
      return sendJson(res, 200, {
        ShipmentData: found.map((x) => ({
          Shipment: { AWB: x.waybill, ReferenceNo: x.order, Status: x.status, Scans: [] },
        })),
      });
    }
    if (req.method === 'GET' && url.pathname === '/api/p/packing_slip') {
      const wbns = (url.searchParams.get('wbns') ?? '').split(',');
      const found = shipments.filter((x) => wbns.includes(x.waybill));
      return sendJson(res, 200, {
        packages_found: found.length,
        packages: found.map((x) => ({
          wbn: x.waybill,
          ...(url.searchParams.get('pdf') === 'true' && {
            pdf_download_link: `${http.origin}/slips/${x.waybill}.pdf`,
          }),
        })),
      });
    }
    if (req.method === 'POST' && url.pathname === '/api/p/edit') {
      const body = JSON.parse((await readText(req)) || '{}') as { waybill?: string; cancellation?: string };
      const s = shipments.find((x) => x.waybill === body.waybill);
      if (!s)
        return sendJson(res, 200, { status: false, remark: 'Waybill not found', waybill: body.waybill });
      s.status = { Status: 'Cancelled', StatusType: 'CN' };
      return sendJson(res, 200, { status: true, remark: 'Shipment has been cancelled.', waybill: s.waybill });
    }
    sendJson(res, 404, { detail: 'Not found.' });
  });
  return {
    url: http.origin,
    token,
    pickupLocation,
    shipments,
    setCharge(next) {
      amount = next;
    },
    setStatus(waybill, status, type) {
      const s = shipments.find((x) => x.waybill === waybill);
      if (s) s.status = { Status: status, StatusType: type };
    },
    close: http.close,
  };
}
