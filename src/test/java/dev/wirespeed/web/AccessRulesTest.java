package dev.wirespeed.web;

import dev.wirespeed.account.Role;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The route table's rules: reading needs a viewer, changing an editor, settings an admin, and gaps are named. */
class AccessRulesTest {

    @Test
    void signingInTheLanguageSwitchAndTheShareLink_arePublic() {
        assertThat(AccessRules.needed("GET", "/login")).hasValue(AccessRules.Access.PUBLIC);
        assertThat(AccessRules.needed("POST", "/login")).hasValue(AccessRules.Access.PUBLIC);
        assertThat(AccessRules.needed("GET", "/lang/{lang}")).hasValue(AccessRules.Access.PUBLIC);
        // a share link's token is its capability: its handler checks it, sign-in does not
        assertThat(AccessRules.SHARED_READ_ONLY).containsExactly("GET /s/{token}", "GET /s/{token}/topology.svg");
        assertThat(AccessRules.needed("GET", "/s/{token}")).hasValue(AccessRules.Access.PUBLIC);
        assertThat(AccessRules.needed("POST", "/plans/{id}/share").flatMap(AccessRules.Access::role))
                .hasValue(Role.EDITOR);
        assertThat(AccessRules.needed("POST", "/plans/{id}/undo").flatMap(AccessRules.Access::role))
                .hasValue(Role.EDITOR);
        assertThat(AccessRules.needed("GET", "/plans/{id}/history").flatMap(AccessRules.Access::role))
                .hasValue(Role.VIEWER);
    }

    @Test
    void theIperf3ListenerAndOtherSettings_needAnAdmin() {
        for (String route : new String[] {"GET /settings/iperf3", "POST /settings/iperf3", "POST /api/iperf3"}) {
            String[] mp = route.split(" ");
            assertThat(AccessRules.needed(mp[0], mp[1]).flatMap(AccessRules.Access::role))
                    .as(route)
                    .hasValue(Role.ADMIN);
        }
    }

    @Test
    void headIsReadAsGet_andAnUnknownRouteHasNoRule() {
        assertThat(AccessRules.needed("HEAD", "/api/plans")).hasValue(AccessRules.Access.VIEWER);
        assertThat(AccessRules.needed("GET", "/no/such/route")).isEmpty();
    }

    @Test
    void aServedRouteWithoutARule_andARuleWithoutARoute_areBothNamed() {
        Set<String> served = Set.of("GET /new/page");
        assertThat(AccessRules.mismatches(served))
                .contains("no access rule for GET /new/page")
                .contains("access rule for GET /login, which is not served");
    }
}
