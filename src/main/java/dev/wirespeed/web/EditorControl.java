package dev.wirespeed.web;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * One "change" or "add" disclosure of the plan editor, as its own routes name it: the element's
 * kind ("host", "nic-new" ...), the form's key and action, the host card a NIC form reads, the
 * element (null for a new one), and the message key of the disclosure's summary. The editor shows
 * the disclosure closed with a link; {@code /plans/{id}/edit/{path}} answers what it holds and
 * {@code /plans/{id}/change/{path}} the same form on a page of its own, headed by the summary and
 * the element's name as the editor shows it (none for a new one).
 */
record EditorControl(
        String kind,
        String key,
        String action,
        HostsView.HostCard host,
        Object item,
        String summary,
        String anchor,
        String name) {

    /**
     * The disclosure named by {@code kind} and the path's ids ({@code a}: the element, or for a NIC
     * the host; {@code b}: the NIC), empty when the plan has no such element.
     */
    static Optional<EditorControl> find(EditorView view, String kind, String a, String b) {
        String at = "/plans/" + view.plan().id();
        return switch (kind) {
            case "host" -> a == null
                    ? Optional.of(new EditorControl(
                            "host-new", "host-new", at + "/hosts", null, null, "host.addTitle", "hosts", null))
                    : one(view.hosts(), h -> h.host().id(), a)
                            .map(h -> new EditorControl(
                                    "host",
                                    "host-" + a,
                                    at + "/hosts/" + a,
                                    h,
                                    h.host(),
                                    "host.edit",
                                    h.anchor(),
                                    h.host().name()));
            case "nic" -> one(view.hosts(), h -> h.host().id(), a)
                    .flatMap(h -> b == null
                            ? Optional.of(new EditorControl(
                                    "nic-new",
                                    "nic-new-" + a,
                                    at + "/hosts/" + a + "/nics",
                                    h,
                                    null,
                                    "nic.place",
                                    h.anchor(),
                                    h.host().name()))
                            : one(h.nics(), n -> n.nic().id(), b)
                                    .map(n -> new EditorControl(
                                            "nic",
                                            "nic-" + a + "-" + b,
                                            at + "/hosts/" + a + "/nics/" + b,
                                            h,
                                            n.nic(),
                                            "nic.edit",
                                            n.anchor(),
                                            h.host().name() + " · " + n.label())));
            case "switch" -> a == null
                    ? Optional.of(new EditorControl(
                            "switch-new",
                            "switch-new",
                            at + "/switches",
                            null,
                            null,
                            "switch.addTitle",
                            "switches",
                            null))
                    : one(view.switches(), s -> s.unit().id(), a)
                            .map(s -> new EditorControl(
                                    "switch",
                                    "switch-" + a,
                                    at + "/switches/" + a,
                                    null,
                                    s.unit(),
                                    "switch.edit",
                                    s.anchor(),
                                    s.name()));
            case "link" -> a == null
                    ? Optional.of(new EditorControl(
                            "link-new", "link-new", at + "/links", null, null, "link.addTitle", "links", null))
                    : one(view.links(), l -> l.link().id(), a)
                            .map(l -> new EditorControl(
                                    "link",
                                    "link-" + a,
                                    at + "/links/" + a,
                                    null,
                                    l.link(),
                                    "link.edit",
                                    l.anchor(),
                                    l.a() + " ↔ " + l.b()));
            case "flow" -> a == null
                    ? Optional.of(new EditorControl(
                            "flow-new", "flow-new", at + "/flows", null, null, "flow.addTitle", "flows", null))
                    : one(view.flows(), f -> f.flow().id(), a)
                            .map(f -> new EditorControl(
                                    "flow",
                                    "flow-" + a,
                                    at + "/flows/" + a,
                                    null,
                                    f.flow(),
                                    "flow.edit",
                                    f.anchor(),
                                    f.from() + " → " + f.to()));
            default -> Optional.empty();
        };
    }

    private static <T> Optional<T> one(List<T> items, Function<T, String> id, String wanted) {
        return items.stream().filter(x -> id.apply(x).equals(wanted)).findFirst();
    }
}
